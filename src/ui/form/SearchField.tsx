import Clear from '@mui/icons-material/Clear';
import Search from '@mui/icons-material/Search';
import { IconButton, InputAdornment, TextField, type SxProps, type TextFieldProps, type Theme } from '@mui/material';

/**
 * A small text field with the magnifier in front that narrows something down as one types.
 * Filled with dense margins unless `variant` and `margin` say otherwise (the theme's defaults).
 */
export function SearchField({
  value,
  onChange,
  placeholder,
  label = placeholder,
  clearLabel,
  type,
  variant,
  margin,
  fullWidth,
  onKeyDown,
  sx,
}: {
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  /** What screen readers call the field; the placeholder unless said. */
  label?: string;
  /** With it, a button of that name clears the text while there is some. */
  clearLabel?: string;
  /** "search": the browser's own search input. */
  type?: 'search';
  variant?: 'outlined' | 'filled';
  margin?: 'none' | 'dense';
  fullWidth?: boolean;
  onKeyDown?: TextFieldProps['onKeyDown'];
  sx?: SxProps<Theme>;
}) {
  return (
    <TextField
      size="small"
      type={type}
      variant={variant}
      margin={margin}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      onKeyDown={onKeyDown}
      placeholder={placeholder}
      fullWidth={fullWidth}
      sx={sx}
      slotProps={{
        htmlInput: { 'aria-label': label },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <Search fontSize="small" />
            </InputAdornment>
          ),
          endAdornment:
            clearLabel && value ? (
              <InputAdornment position="end">
                <IconButton size="small" edge="end" aria-label={clearLabel} onClick={() => onChange('')}>
                  <Clear fontSize="small" />
                </IconButton>
              </InputAdornment>
            ) : null,
        },
      }}
    />
  );
}

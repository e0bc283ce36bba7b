import { FormControl, FormHelperText, InputLabel, OutlinedInput, type OutlinedInputProps } from '@mui/material';
import { useId, type ReactNode } from 'react';

interface LoginFieldProps extends Pick<OutlinedInputProps, 'name' | 'type' | 'autoFocus' | 'autoComplete' | 'value' | 'onChange' | 'disabled' | 'endAdornment'> {
  label: string;
  /** Said under the field, and the field marked in error. */
  problem?: string;
  autoCapitalize?: string;
}

/**
 * An outlined text field as MUI's TextField draws it, made of its parts: TextField also brings
 * the select menu's code (Select, Menu, Popover), which the sign-in page never shows.
 */
export function LoginField({ label, problem, autoCapitalize, ...input }: LoginFieldProps): ReactNode {
  const id = useId();
  const helperId = `${id}-helper-text`;
  return (
    <FormControl variant="outlined" margin="normal" fullWidth error={Boolean(problem)} disabled={input.disabled}>
      <InputLabel htmlFor={id} id={`${id}-label`}>
        {label}
      </InputLabel>
      <OutlinedInput
        {...input}
        id={id}
        label={label}
        inputProps={{ autoCapitalize }}
        aria-describedby={problem ? helperId : undefined}
      />
      {problem && <FormHelperText id={helperId}>{problem}</FormHelperText>}
    </FormControl>
  );
}

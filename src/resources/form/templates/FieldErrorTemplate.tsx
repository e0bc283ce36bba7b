import { Box, FormHelperText } from '@mui/material';
import { errorId, type FieldErrorProps } from '@rjsf/utils';

/**
 * The message under a field: the first one only (one thing to fix at a time), whether it
 * comes from the browser's check or the server's answer.
 */
export function FieldErrorTemplate({ errors = [], fieldPathId }: FieldErrorProps) {
  const first = errors.find((e): e is string => typeof e === 'string' && e !== '');
  if (!first) return null;
  const id = errorId(fieldPathId);
  return (
    <Box id={id} sx={{ mt: 0.25 }}>
      <FormHelperText id={`${id}-0`} component="div" error sx={{ mx: 0.5 }}>
        {first}
      </FormHelperText>
    </Box>
  );
}

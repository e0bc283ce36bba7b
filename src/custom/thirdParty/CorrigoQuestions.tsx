/** The wizard's Questions step: the Corrigo customer's custom questions, each in its own type; two columns from tablet width up. */
import { Box } from '@mui/material';
import type { CorrigoCustomField } from '../../domain/thirdParty/corrigo';
import { CorrigoFieldInput } from './CorrigoFieldInput';

interface Props {
  fields: CorrigoCustomField[];
  answers: Record<number, string>;
  onChange: (id: number, value: string) => void;
  errors: Record<string, string>;
}

export function CorrigoQuestions({ fields, answers, onChange, errors }: Props) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2, alignItems: 'start' }}>
      {fields.map((field) => (
        <CorrigoFieldInput
          key={field.id}
          label={field.labelText}
          type={field.type}
          values={field.values}
          value={answers[field.id] ?? field.value ?? ''}
          onChange={(value) => onChange(field.id, value)}
          required={field.isRequired}
          error={errors[`customFields.${field.id}`]}
        />
      ))}
    </Box>
  );
}

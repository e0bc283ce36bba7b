/** The wizard's Repair Category step: category, then a sub category (code) of it; a new category clears the sub category (spec §5). */
import { MenuItem, Stack, TextField } from '@mui/material';
import type { CorrigoRepairCategory } from '../../domain/thirdParty/corrigo';

interface Props {
  categories: CorrigoRepairCategory[];
  value: { categoryId: number | null; codeId: number | null };
  onChange: (value: { categoryId: number | null; codeId: number | null }) => void;
  errors: Record<string, string>;
}

export function CorrigoRepairFields({ categories, value, onChange, errors }: Props) {
  const category = categories.find((c) => c.id === value.categoryId);
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <TextField
        select
        fullWidth
        required
        label="Repair Category"
        value={value.categoryId ?? ''}
        onChange={(e) => onChange({ categoryId: Number(e.target.value), codeId: null })}
        error={Boolean(errors['repairInfo.categoryId'])}
        helperText={errors['repairInfo.categoryId']}
      >
        {categories.map((c) => (
          <MenuItem key={c.id} value={c.id}>
            {c.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        fullWidth
        required
        label="Sub Category"
        value={value.codeId ?? ''}
        disabled={!category}
        onChange={(e) => onChange({ ...value, codeId: Number(e.target.value) })}
        error={Boolean(errors['repairInfo.codeId'])}
        helperText={errors['repairInfo.codeId'] ?? (category ? undefined : 'Choose the category first.')}
      >
        {(category?.codes ?? []).map((code) => (
          <MenuItem key={code.id} value={code.id}>
            {code.name}
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  );
}

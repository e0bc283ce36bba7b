import { Box } from '@mui/material';
import { getUiOptions, type ObjectFieldTemplateProps } from '@rjsf/utils';

/** The record's fields on a grid: two columns from medium screens up, long text across both. */
export function ObjectFieldTemplate({ properties, uiSchema }: ObjectFieldTemplateProps) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' }, columnGap: 3, rowGap: 2 }}>
      {properties.map((property) => {
        if (property.hidden) return <Box key={property.name} sx={{ display: 'none' }}>{property.content}</Box>;
        const options = getUiOptions((uiSchema?.[property.name] ?? {}) as never);
        return (
          <Box key={property.name} sx={{ gridColumn: options.wide ? '1 / -1' : undefined, minWidth: 0 }}>
            {property.content}
          </Box>
        );
      })}
    </Box>
  );
}

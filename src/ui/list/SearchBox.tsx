import { SearchField } from '../form/SearchField';
import { useDebouncedText } from './useDebouncedText';

/** The quick search of a list (the API's `q`: contains, over its text columns). */
export function SearchBox({ value, onChange, label, fullWidth }: { value: string; onChange: (q: string) => void; label: string; fullWidth?: boolean }) {
  const [text, setText] = useDebouncedText(value, onChange);
  return (
    <SearchField
      type="search"
      variant="outlined"
      value={text}
      onChange={setText}
      placeholder={`Search ${label.toLowerCase()}`}
      label="Search"
      clearLabel="Clear search"
      fullWidth={fullWidth}
      sx={{ minWidth: { sm: 280 }, '& .MuiInputBase-root': { bgcolor: 'background.paper' } }}
    />
  );
}

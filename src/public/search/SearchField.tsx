import { MAX_SEARCH_QUERY } from '../../domain/search/searchRead';
import { TextField, type TextFieldProps } from '../../ui/TextField/TextField';

export type SearchFieldProps = Omit<TextFieldProps, 'type' | 'value' | 'onChange'> & {
  value: string;
  onType: (value: string) => void;
};

/** The search page's and the header dialog's field: a search box as long as the API takes a query. */
export function SearchField({ onType, ...props }: SearchFieldProps) {
  return <TextField type="search" onChange={(event) => onType(event.target.value)} maxLength={MAX_SEARCH_QUERY} autoComplete="off" enterKeyHint="search" {...props} />;
}

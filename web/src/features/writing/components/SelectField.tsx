import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';

interface SelectFieldProps<T extends string> {
  label: string;
  value: T;
  /** Each value with the words shown for it. */
  options: readonly (readonly [T, string])[];
  onChange: (value: T) => void;
}

/** A full-width choice among labelled values (the setup step's kind of text, language and style). */
export function SelectField<T extends string>({ label, value, options, onChange }: SelectFieldProps<T>) {
  return (
    <TextField
      select
      fullWidth
      label={label}
      value={value}
      onChange={(event) => {
        const picked = options.find(([option]) => option === event.target.value);
        if (picked) onChange(picked[0]);
      }}
    >
      {options.map(([option, text]) => (
        <MenuItem key={option} value={option}>
          {text}
        </MenuItem>
      ))}
    </TextField>
  );
}

import { TextField } from './text-field';

/** The member's current password (a sign-in, or a check before something that cannot be undone). */
export function PasswordField({
  label,
  value,
  onChange,
  error,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
}) {
  return (
    <TextField
      label={label}
      type="password"
      name="password"
      autoComplete="current-password"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={error}
    />
  );
}

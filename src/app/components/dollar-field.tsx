import { TextField, type TextFieldProps } from './text-field';

/**
 * A dollar amount typed as a number: whole dollars (the numeric keypad, steps of $1) or, with `cents`,
 * dollars and cents (the decimal keypad, steps of $0.01); at least $1 unless `min` says otherwise.
 */
export function DollarField({
  cents = false,
  min = 1,
  ...field
}: Omit<TextFieldProps, 'type' | 'inputMode' | 'step'> & { cents?: boolean }) {
  return (
    <TextField type="number" inputMode={cents ? 'decimal' : 'numeric'} min={min} step={cents ? 0.01 : 1} {...field} />
  );
}

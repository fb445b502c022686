import type { InputHTMLAttributes } from 'react';
import { Field } from './field';

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  error?: string | undefined;
  hint?: string;
}

/** A labelled input whose error sits next to it and is announced. */
export function TextField({ label, error, hint, id, ...input }: TextFieldProps) {
  return <Field label={label} id={id} hint={hint} error={error} control={(tie) => <input {...tie} {...input} />} />;
}

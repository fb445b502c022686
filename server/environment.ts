/**
 * Development or production. Production is what a deployment declares with NODE_ENV=production (API.md),
 * the variable every Node host and process manager already sets; `npm start`, `npm run dev` and the tests
 * leave it unset (or `development`, `test`) and are development. Any other value stops the start: a
 * misspelt production ("prod") would otherwise run as development, with its demo accounts and open webhooks.
 */
export type Environment = 'development' | 'production';

export function environmentOf(env: NodeJS.ProcessEnv = process.env): Environment {
  const value = env.NODE_ENV ?? '';
  if (value === 'production') return 'production';
  if (['', 'development', 'test'].includes(value)) return 'development';
  throw new Error(`NODE_ENV must be production, development or test (or unset), got "${value.slice(0, 40)}"`);
}

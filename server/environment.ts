/**
 * Development or production. Production is what a deployment declares with NODE_ENV=production (API.md),
 * the variable every Node host and process manager already sets; `npm start`, `npm run dev` and the tests
 * leave it unset (or `test`) and are development.
 */
export type Environment = 'development' | 'production';

export const environmentOf = (env: NodeJS.ProcessEnv = process.env): Environment =>
  env.NODE_ENV === 'production' ? 'production' : 'development';

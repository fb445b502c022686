import type { RouteObject } from 'react-router';
import { paths } from '../../config/paths';
import { lazyPage } from '../../lib/lazy-page';

type Variant = 'basic' | 'advance';

function variantRoutes(variant: Variant): RouteObject[] {
  const pages = variant === 'basic' ? paths.auth : paths.authAdvance;
  return [
    {
      path: pages.signIn.path,
      ...lazyPage(() => import('./sign-in-page').then(({ SignInPage }) => () => <SignInPage variant={variant} />)),
    },
    {
      path: pages.signUp.path,
      ...lazyPage(() => import('./sign-up-page').then(({ SignUpPage }) => () => <SignUpPage variant={variant} />)),
    },
    {
      path: pages.forgotPass.path,
      ...lazyPage(() =>
        import('./forgot-pass-page').then(({ ForgotPassPage }) => () => <ForgotPassPage variant={variant} />),
      ),
    },
  ];
}

/** In the plain layout, open to all: sign-in and its variants, and terms. */
export const authRoutes: RouteObject[] = [
  ...variantRoutes('basic'),
  { path: paths.auth.terms.path, ...lazyPage(() => import('./terms-page').then((module) => module.TermsPage)) },
  ...variantRoutes('advance'),
];

/** The frames' connect popup, in a layout of its own: a focused page (WIDGETS.md). */
export const connectRoutes: RouteObject[] = [
  { path: paths.auth.connect.path, ...lazyPage(() => import('./connect-page').then((module) => module.ConnectPage)) },
];

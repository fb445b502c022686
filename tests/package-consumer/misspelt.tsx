import { TipButton } from '@cuppa/widgets/react';

// Must not type-check: `cretor` is no attribute (tests/unit/widget-package.test.ts asserts both errors).
export const Wrapper = () => <TipButton cretor="alice" />;
export const Element = () => <cuppa-tip-button cretor="alice" />;

import {
  actions,
  copy,
  creator,
  errors,
  goal,
  subscribe,
  supporters,
  tip,
  wallet,
} from '../../../locales/en/common.json';

/**
 * The sections of the English texts the widgets show, shipped with them so an English page needs no
 * request before they render. Named imports, so the bundler leaves the app's other sections out (the
 * form rules alone are a third of the file); widget-english.test.ts finds every key the widgets use in
 * these sections. Any other language loads whole from the app.
 */
export const widgetEnglish = { actions, copy, creator, errors, goal, subscribe, supporters, tip, wallet };

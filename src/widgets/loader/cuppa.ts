import { dispatchCuppaEvent } from '../../core/events/cuppa-events';
import type { WidgetRuntime } from '../table/widget-runtime-api';
import { OPENED_BY_API, widgetTags, type WidgetTag } from '../table/widget-tags';
import { createLazyElement } from './lazy-element';
import { nextTask } from './next-task';
import { findLoaderScript, readPageDefaults, type PageDefaults } from './page-defaults';

export interface CuppaGlobal {
  version: string;
  defaults: PageDefaults;
  /** Where the loader came from: the widget chunks and default app URL sit beside it. */
  loaderUrl: string;
  /** Opens the tip dialog from the host's own button, at `amount` whole dollars if given (WIDGETS.md). */
  openTip(options: { creator: string; amount?: number }): void;
  /** Opens the subscribe dialog from the host's own button. */
  openSubscribe(options: { creator: string }): void;
}

declare global {
  interface Window {
    Cuppa?: CuppaGlobal;
  }
}

/**
 * Zod (in the widget code) keeps its config and registry on globalThis, shared by every copy on a page.
 * The host page's values are set aside while ours initialise, then put back: the widgets add no global
 * and share no zod settings with the page (our copy keeps the config object it was given).
 */
const zodGlobals = ['__zod_globalConfig', '__zod_globalRegistry'];
function isolatedImport<T>(load: () => Promise<T>): Promise<T> {
  const scope = globalThis as Record<string, unknown>;
  const saved = zodGlobals.map((key) => [key, key in scope, scope[key]] as const);
  for (const key of zodGlobals) delete scope[key];
  // Zod reads this once, as its module initialises. Jitless: no `new Function` probe, so a page whose
  // CSP forbids eval sees no violation at all.
  scope.__zod_globalConfig = { jitless: true };
  const restore = () => {
    for (const [key, had, value] of saved) {
      if (had) scope[key] = value;
      else delete scope[key];
    }
  };
  return load().finally(restore);
}

/**
 * The runtime arrives in stages, each evaluated in a task of its own with the page's work in between:
 * evaluated at once, React, zod and i18next would block the page for hundreds of milliseconds
 * on a slow phone. Later stages import the earlier ones' modules, which run only once. Written by the
 * build from runtime/runtime-stages.ts, as one `() => import(…)` each: a bundler splits only on a
 * path it can read.
 */
const stages = __CUPPA_RUNTIME_STAGES__;
// Filled in by the build (vite.widgets.config.ts): every file the stages import, beside this one.
const runtimeFiles = '__CUPPA_RUNTIME_FILES__'.split(',').filter((file) => file.endsWith('.js'));

/**
 * Every runtime file into the HTTP cache (the files are immutable), so the stages below do not each wait
 * a round trip; a failed fetch here only means that stage fetches its file itself. A few per task: a
 * fetch call costs a slow phone over a millisecond, and two dozen at once would block the page.
 */
async function warmRuntimeFiles(): Promise<void> {
  for (let start = 0; start < runtimeFiles.length; start += WARM_PER_TASK) {
    for (const file of runtimeFiles.slice(start, start + WARM_PER_TASK)) {
      fetch(new URL(file, import.meta.url)).catch(() => undefined);
    }
    await nextTask();
  }
}
const WARM_PER_TASK = 4;

async function importRuntime(): Promise<WidgetRuntime> {
  void warmRuntimeFiles();
  for (const stage of stages) {
    await stage();
    await nextTask();
  }
  return (await import('../runtime/widget-runtime')).runtime;
}

let runtime: Promise<WidgetRuntime> | null = null;
function loadRuntime(): Promise<WidgetRuntime> {
  runtime ??= isolatedImport(importRuntime);
  runtime.catch(() => {
    runtime = null; // a later interaction tries again
  });
  return runtime;
}

function reportLoadError(element: HTMLElement, error: unknown) {
  // The fallback children stay in view; the page hears why.
  dispatchCuppaEvent(element, 'cuppa-error', {
    code: 'load_failed',
    message: error instanceof Error ? error.message : 'The widget could not be loaded',
  });
}

/**
 * The JavaScript API's dialogs: an element of the widget's own, taking no room (the dialog sits in the
 * top layer, out of its box), that opens at once and leaves when closed. What it is given goes through
 * the attributes' checks, so a bad creator is a cuppa-error like any element's.
 */
function openDialog(tag: 'cuppa-tip-button' | 'cuppa-subscribe-button', attributes: Record<string, unknown>): void {
  const element = document.createElement(tag);
  element.setAttribute(OPENED_BY_API, '');
  for (const [name, value] of Object.entries(attributes)) {
    if (value !== undefined) element.setAttribute(name, String(value));
  }
  Object.assign(element.style, {
    position: 'fixed',
    width: '0',
    height: '0',
    minWidth: '0',
    minHeight: '0',
    overflow: 'hidden',
  });
  // Before its dialog opens, an error means it cannot (a wrong creator, code that would not load): the
  // element goes. Once open, an error (a refused or failed payment) is the dialog's to show, and the
  // element goes when the reader closes it (dialog-events.ts).
  let opened = false;
  element.addEventListener('cuppa-open', () => (opened = true), { once: true });
  element.addEventListener('cuppa-error', () => opened || element.remove());
  document.body.append(element);
  (element as HTMLElement & { load(): void }).load();
}

/** The loader: the one script a host page loads up front. `window.Cuppa` is its only global. */
function boot(): void {
  if (window.Cuppa) return; // loaded twice: the first copy is in charge
  const script = findLoaderScript(document, import.meta.url);
  const { defaults, problems } = readPageDefaults(script?.dataset);
  for (const problem of problems) console.warn(`[cuppa] ${problem}`);
  window.Cuppa = Object.freeze({
    version: __CUPPA_VERSION__,
    defaults,
    loaderUrl: import.meta.url,
    // A page's mistake (no options, a wrong creator) is a cuppa-error, never an exception in its code.
    openTip: (options?: { creator: string; amount?: number }) =>
      openDialog('cuppa-tip-button', { creator: options?.creator, amount: options?.amount }),
    openSubscribe: (options?: { creator: string }) =>
      openDialog('cuppa-subscribe-button', { creator: options?.creator }),
  });
  for (const tag of Object.keys(widgetTags) as WidgetTag[]) {
    if (customElements.get(tag)) {
      console.warn(`[cuppa] <${tag}> is already defined on this page; leaving it as it is.`);
      continue;
    }
    customElements.define(tag, createLazyElement(tag, loadRuntime, reportLoadError));
  }
}

boot();

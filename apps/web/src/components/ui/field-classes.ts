/**
 * The shared look of text-like form controls. Native elements keep browser
 * validation, autofill and the phone's own pickers; only the look is ours.
 * aria-invalid="true" switches to the error border. 16px text on phones stops
 * iOS from zooming into a focused field.
 */
export const fieldClasses =
  'w-full rounded-md border border-slate-300 bg-white px-3 text-base text-slate-900 shadow-xs ' +
  'placeholder:text-slate-500 focus-visible:border-brand-600 focus-visible:outline-2 ' +
  'focus-visible:outline-offset-0 focus-visible:outline-brand-600 disabled:cursor-not-allowed ' +
  'disabled:bg-slate-50 disabled:opacity-60 aria-invalid:border-red-600 sm:text-sm';

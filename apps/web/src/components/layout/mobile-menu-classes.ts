export const linkClass =
  'block rounded-md px-3 py-2.5 text-base text-slate-700 hover:bg-slate-100 hover:text-slate-900 ' +
  'focus-visible:outline-2 focus-visible:outline-brand-600';
export const currentClass = 'bg-brand-50 font-semibold text-brand-700';
export const iconButtonClass =
  'inline-flex size-11 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 ' +
  'focus-visible:outline-2 focus-visible:outline-brand-600';

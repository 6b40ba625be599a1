import { cn } from '../../lib/cn';

/** Badge colours: the four post categories, and guide, compliance and tools. */
const COLOURS: Record<string, string> = {
  'tax planning': 'bg-blue-100 text-blue-800',
  updates: 'bg-green-100 text-green-800',
  strategy: 'bg-purple-100 text-purple-800',
  guide: 'bg-indigo-100 text-indigo-800',
  compliance: 'bg-orange-100 text-orange-800',
  tools: 'bg-teal-100 text-teal-800',
  others: 'bg-slate-100 text-slate-800',
};

export function blogCategoryClasses(category: string): string {
  return COLOURS[category.toLowerCase()] ?? (COLOURS.others as string);
}

export function BlogCategoryBadge({
  category,
  className,
}: {
  category: string;
  className?: string;
}) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold capitalize',
        blogCategoryClasses(category),
        className,
      )}
    >
      {category}
    </span>
  );
}

import {
  createContext,
  useContext,
  useId,
  useState,
  type HTMLAttributes,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { cn } from '../../lib/cn';

/**
 * WAI-ARIA tabs (https://www.w3.org/WAI/ARIA/apg/patterns/tabs/): one tab stop for
 * the list (roving tabindex), Left/Right (or Up/Down when vertical), Home and End
 * move between tabs and select the one focused (automatic activation). Inactive
 * panels stay in the document, hidden, so server HTML holds every panel's text.
 */
interface TabsContextValue {
  baseId: string;
  value: string;
  select(value: string): void;
  orientation: 'horizontal' | 'vertical';
}

const TabsContext = createContext<TabsContextValue | null>(null);

function useTabs(component: string): TabsContextValue {
  const context = useContext(TabsContext);
  if (!context) throw new Error(`<${component}> must be inside <Tabs>`);
  return context;
}

const idPart = (value: string) => value.replace(/[^\w-]/g, '_');
const tabId = (baseId: string, value: string) => `${baseId}-tab-${idPart(value)}`;
const panelId = (baseId: string, value: string) => `${baseId}-panel-${idPart(value)}`;

export interface TabsProps extends Omit<
  HTMLAttributes<HTMLDivElement>,
  'defaultValue' | 'onChange'
> {
  defaultValue: string;
  /** Controlled value (optional). */
  value?: string;
  onValueChange?: (value: string) => void;
  orientation?: 'horizontal' | 'vertical';
  children: ReactNode;
}

export function Tabs({
  defaultValue,
  value,
  onValueChange,
  orientation = 'horizontal',
  className,
  ...props
}: TabsProps) {
  const baseId = useId();
  const [uncontrolled, setUncontrolled] = useState(defaultValue);
  const current = value ?? uncontrolled;
  const select = (next: string) => {
    if (value === undefined) setUncontrolled(next);
    if (next !== current) onValueChange?.(next);
  };
  return (
    <TabsContext.Provider value={{ baseId, value: current, select, orientation }}>
      <div className={className} data-orientation={orientation} {...props} />
    </TabsContext.Provider>
  );
}

const EDGE_KEYS: Record<string, 'first' | 'last'> = {
  Home: 'first',
  End: 'last',
};

export function TabsList({ className, onKeyDown, ...props }: HTMLAttributes<HTMLDivElement>) {
  const { orientation } = useTabs('TabsList');
  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    onKeyDown?.(event);
    const horizontal = orientation === 'horizontal';
    const move =
      EDGE_KEYS[event.key] ??
      (event.key === (horizontal ? 'ArrowRight' : 'ArrowDown')
        ? 'next'
        : event.key === (horizontal ? 'ArrowLeft' : 'ArrowUp')
          ? 'prev'
          : undefined);
    if (!move) return;
    const tabs = Array.from(
      event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]:not([disabled])'),
    );
    if (tabs.length === 0) return;
    const index = tabs.indexOf(document.activeElement as HTMLButtonElement);
    const target =
      move === 'first'
        ? 0
        : move === 'last'
          ? tabs.length - 1
          : (index + (move === 'next' ? 1 : -1) + tabs.length) % tabs.length;
    event.preventDefault();
    // Focusing the tab selects it (automatic activation, see TabsTrigger onFocus).
    tabs[target]?.focus();
  };
  return (
    <div
      role="tablist"
      aria-orientation={orientation}
      className={cn(
        'inline-flex items-center gap-1 rounded-lg bg-slate-100 p-1 text-slate-600',
        orientation === 'vertical' && 'flex-col items-stretch',
        className,
      )}
      onKeyDown={handleKeyDown}
      {...props}
    />
  );
}

export interface TabsTriggerProps extends HTMLAttributes<HTMLButtonElement> {
  value: string;
  disabled?: boolean;
}

export function TabsTrigger({ value, className, onClick, onFocus, ...props }: TabsTriggerProps) {
  const tabs = useTabs('TabsTrigger');
  const selected = tabs.value === value;
  return (
    <button
      type="button"
      role="tab"
      id={tabId(tabs.baseId, value)}
      aria-selected={selected}
      aria-controls={panelId(tabs.baseId, value)}
      tabIndex={selected ? 0 : -1}
      data-state={selected ? 'active' : 'inactive'}
      className={cn(
        'inline-flex min-h-9 items-center justify-center rounded-md px-3 py-1.5 text-sm font-medium whitespace-nowrap ' +
          'transition-colors hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600 ' +
          'disabled:pointer-events-none disabled:opacity-50 data-[state=active]:bg-white ' +
          'data-[state=active]:text-slate-900 data-[state=active]:shadow-sm',
        className,
      )}
      onClick={(event) => {
        onClick?.(event);
        tabs.select(value);
      }}
      onFocus={(event) => {
        onFocus?.(event);
        tabs.select(value);
      }}
      {...props}
    />
  );
}

export function TabsContent({
  value,
  className,
  ...props
}: HTMLAttributes<HTMLDivElement> & { value: string }) {
  const tabs = useTabs('TabsContent');
  const selected = tabs.value === value;
  return (
    <div
      role="tabpanel"
      id={panelId(tabs.baseId, value)}
      aria-labelledby={tabId(tabs.baseId, value)}
      hidden={!selected}
      tabIndex={0}
      className={cn('mt-4 focus-visible:outline-2 focus-visible:outline-brand-600', className)}
      {...props}
    />
  );
}

import type { ReactNode } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';

/** The result panel of the newsletter link pages (confirm, unsubscribe): green or amber. */
export function OutcomePanel({
  title,
  children,
  tone,
}: {
  title: string;
  children: ReactNode;
  tone: 'ok' | 'bad';
}) {
  return (
    <Card
      role={tone === 'ok' ? 'status' : 'alert'}
      className={
        tone === 'ok' ? 'border-emerald-200 bg-emerald-50' : 'border-amber-300 bg-amber-50'
      }
    >
      <CardHeader>
        <CardTitle as="h2">{title}</CardTitle>
      </CardHeader>
      <CardContent className="text-slate-800">{children}</CardContent>
    </Card>
  );
}

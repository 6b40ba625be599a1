import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs';

function SectionTabs({ onValueChange }: { onValueChange?: (value: string) => void }) {
  return (
    <Tabs defaultValue="summary" onValueChange={onValueChange}>
      <TabsList aria-label="Section 80C">
        <TabsTrigger value="summary">Summary</TabsTrigger>
        <TabsTrigger value="full-text">Full Text</TabsTrigger>
        <TabsTrigger value="examples" disabled>
          Examples
        </TabsTrigger>
        <TabsTrigger value="related">Related</TabsTrigger>
      </TabsList>
      <TabsContent value="summary">Deductions up to ₹1.5 lakh.</TabsContent>
      <TabsContent value="full-text">Our restatement of the section.</TabsContent>
      <TabsContent value="examples">Worked examples.</TabsContent>
      <TabsContent value="related">Sections 80CCC and 80CCD.</TabsContent>
    </Tabs>
  );
}

const tab = (name: string) => screen.getByRole('tab', { name });

describe('Tabs', () => {
  it('renders a labelled tablist, tabs tied to their panels, the first one selected', () => {
    render(<SectionTabs />);
    expect(screen.getByRole('tablist', { name: 'Section 80C' })).toBeDefined();
    expect(tab('Summary').getAttribute('aria-selected')).toBe('true');
    expect(tab('Full Text').getAttribute('aria-selected')).toBe('false');
    const panel = screen.getByRole('tabpanel', { name: 'Summary' });
    expect(panel.textContent).toBe('Deductions up to ₹1.5 lakh.');
    expect(tab('Summary').getAttribute('aria-controls')).toBe(panel.id);
    // Hidden panels stay in the document (server HTML has every panel's text).
    expect(screen.getByText('Our restatement of the section.').hidden).toBe(true);
  });

  it('has one tab stop: only the selected tab is in the Tab order', () => {
    render(<SectionTabs />);
    expect(screen.getAllByRole('tab').map((t) => t.tabIndex)).toEqual([0, -1, -1, -1]);
  });

  it('selects a tab on click', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<SectionTabs onValueChange={onValueChange} />);
    await user.click(tab('Related'));
    expect(tab('Related').getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel', { name: 'Related' }).textContent).toBe(
      'Sections 80CCC and 80CCD.',
    );
    expect(onValueChange).toHaveBeenCalledWith('related');
  });

  it('moves and selects with the arrow keys, skipping disabled tabs and wrapping; Home and End jump', async () => {
    const user = userEvent.setup();
    render(<SectionTabs />);
    await user.tab();
    expect(document.activeElement).toBe(tab('Summary'));
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(tab('Full Text'));
    expect(tab('Full Text').getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(tab('Related'));
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(tab('Summary'));
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(tab('Related'));
    await user.keyboard('{Home}');
    expect(document.activeElement).toBe(tab('Summary'));
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(tab('Related'));
    expect(screen.getAllByRole('tab').map((t) => t.tabIndex)).toEqual([-1, -1, -1, 0]);
  });

  it('Tab from the tablist goes to the selected panel', async () => {
    const user = userEvent.setup();
    render(<SectionTabs />);
    await user.tab();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('tabpanel', { name: 'Summary' }));
  });

  it('can be controlled', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    const { rerender } = render(
      <Tabs defaultValue="a" value="b" onValueChange={onValueChange}>
        <TabsList aria-label="Controlled">
          <TabsTrigger value="a">A</TabsTrigger>
          <TabsTrigger value="b">B</TabsTrigger>
        </TabsList>
      </Tabs>,
    );
    expect(tab('B').getAttribute('aria-selected')).toBe('true');
    await user.click(tab('A'));
    expect(onValueChange).toHaveBeenCalledWith('a');
    expect(tab('B').getAttribute('aria-selected')).toBe('true');
    rerender(
      <Tabs defaultValue="a" value="a" onValueChange={onValueChange}>
        <TabsList aria-label="Controlled">
          <TabsTrigger value="a">A</TabsTrigger>
          <TabsTrigger value="b">B</TabsTrigger>
        </TabsList>
      </Tabs>,
    );
    expect(tab('A').getAttribute('aria-selected')).toBe('true');
  });
});

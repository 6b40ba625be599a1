// Reads a content page's "Law as on" / "Last reviewed" block as [term, value] pairs.
export function reviewDates(): [string, string][] {
  const block = document.querySelector('dl[data-review-dates]');
  if (!block) return [];
  return [...block.querySelectorAll('dt')].map((dt) => [
    dt.textContent ?? '',
    dt.nextElementSibling?.textContent ?? '',
  ]);
}

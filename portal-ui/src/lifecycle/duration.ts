/** How long a group spent in a stage: "3 days", "5 hours", "2 months", "1 year 2 months". */
export function durationText(seconds: number): string {
  const hours = Math.floor(seconds / 3600);
  const days = Math.floor(seconds / 86_400);
  const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;
  if (seconds < 3600) return 'under an hour';
  if (days < 1) return plural(hours, 'hour');
  if (days < 60) return plural(days, 'day');
  const months = Math.round(days / 30.44);
  if (months < 12) return plural(months, 'month');
  const years = Math.floor(months / 12);
  const rest = months % 12;
  return rest ? `${plural(years, 'year')} ${plural(rest, 'month')}` : plural(years, 'year');
}

/** The local calendar day (YYYY-MM-DD) and the offset the server needs to count it the same way. */
export function localDay(date: Date) {
  const pad = (n: number) => String(n).padStart(2, '0');
  return {
    day: `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`,
    utcOffsetMinutes: -date.getTimezoneOffset(),
  };
}

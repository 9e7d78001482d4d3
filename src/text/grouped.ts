/**
 * A number with en-US digit grouping ("1,234", "-56,789", "∞"), exactly as toLocaleString('en-US')
 * writes it. Safe integers, the numbers answers write, are grouped here because an ICU call per number
 * costs more than ranking a candidate's fit; beyond them String() writes exponents ("3e+21"), so the
 * rest (huge, infinite, fractional) goes to ICU.
 */
export function grouped(n: number): string {
  if (!Number.isSafeInteger(n)) return n.toLocaleString('en-US');
  const digits = String(Math.abs(n));
  let out = digits.slice(0, ((digits.length - 1) % 3) + 1);
  for (let i = out.length; i < digits.length; i += 3) out += `,${digits.slice(i, i + 3)}`;
  return n < 0 || Object.is(n, -0) ? `-${out}` : out;
}

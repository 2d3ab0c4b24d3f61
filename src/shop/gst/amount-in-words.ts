/**
 * An amount in words with Indian numbering (thousand, lakh, crore), as a tax invoice states its total:
 * 123456.78 rupees -> 'Rupees One Lakh Twenty-Three Thousand Four Hundred Fifty-Six and Seventy-Eight Paise Only'.
 */
import type { Paise } from '../money.ts';

const ONES = [
  '',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

function belowHundred(n: number): string {
  if (n < 20) return ONES[n]!;
  const ones = n % 10;
  return TENS[Math.floor(n / 10)]! + (ones ? `-${ONES[ones]}` : '');
}

function belowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  return [hundreds ? `${ONES[hundreds]} Hundred` : '', rest ? belowHundred(rest) : ''].filter(Boolean).join(' ');
}

/** A whole number in words, Indian style (1,00,00,000 = One Crore; above 99 crore the crores are counted again). */
export function numberInWords(n: number): string {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`Not a whole, non-negative number: ${n}`);
  if (n === 0) return 'Zero';
  const crore = Math.floor(n / 1_00_00_000);
  const lakh = Math.floor((n % 1_00_00_000) / 1_00_000);
  const thousand = Math.floor((n % 1_00_000) / 1000);
  const rest = n % 1000;
  return [
    crore ? `${numberInWords(crore)} Crore` : '',
    lakh ? `${belowHundred(lakh)} Lakh` : '',
    thousand ? `${belowHundred(thousand)} Thousand` : '',
    rest ? belowThousand(rest) : '',
  ]
    .filter(Boolean)
    .join(' ');
}

export function amountInWords(amount: Paise): string {
  if (amount < 0) return `Minus ${amountInWords(-amount as Paise)}`;
  const rupees = Math.floor(amount / 100);
  const paise = amount % 100;
  if (rupees === 0 && paise > 0) return `${belowHundred(paise)} Paise Only`;
  return `Rupees ${numberInWords(rupees)}${paise ? ` and ${belowHundred(paise)} Paise` : ''} Only`;
}

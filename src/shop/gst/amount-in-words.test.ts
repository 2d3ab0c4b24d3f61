import { describe, expect, it } from 'vitest';
import { paise } from '../money.ts';
import { amountInWords, numberInWords } from './amount-in-words.ts';

describe('amounts in words, Indian numbering', () => {
  it('groups by thousand, lakh and crore', () => {
    expect(numberInWords(0)).toBe('Zero');
    expect(numberInWords(7)).toBe('Seven');
    expect(numberInWords(15)).toBe('Fifteen');
    expect(numberInWords(40)).toBe('Forty');
    expect(numberInWords(99)).toBe('Ninety-Nine');
    expect(numberInWords(100)).toBe('One Hundred');
    expect(numberInWords(2_499)).toBe('Two Thousand Four Hundred Ninety-Nine');
    expect(numberInWords(1_00_000)).toBe('One Lakh');
    expect(numberInWords(12_34_567)).toBe('Twelve Lakh Thirty-Four Thousand Five Hundred Sixty-Seven');
    expect(numberInWords(1_00_00_000)).toBe('One Crore');
    expect(numberInWords(5_00_05_010)).toBe('Five Crore Five Thousand Ten');
    expect(numberInWords(1_23_45_67_890)).toBe(
      'One Hundred Twenty-Three Crore Forty-Five Lakh Sixty-Seven Thousand Eight Hundred Ninety',
    );
  });

  it('states rupees and paise as an invoice total', () => {
    expect(amountInWords(paise(1_23_456_78))).toBe(
      'Rupees One Lakh Twenty-Three Thousand Four Hundred Fifty-Six and Seventy-Eight Paise Only',
    );
    expect(amountInWords(paise(2_499_00))).toBe('Rupees Two Thousand Four Hundred Ninety-Nine Only');
    expect(amountInWords(paise(50))).toBe('Fifty Paise Only');
    expect(amountInWords(paise(0))).toBe('Rupees Zero Only');
  });
});

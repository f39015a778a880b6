import { englishDates } from './words.js';

describe('German days of the month in words', () => {
  it.each([
    ['Miete zahlen am ersten', 'Miete zahlen on the 1st'],
    ['Bericht bis zum zwanzigsten', 'Bericht by the 20th'],
    ['Versicherung am einundzwanzigsten', 'Versicherung on the 21st'],
    ['Heizung am dreißigsten', 'Heizung on the 30th'],
    ['Elternabend zum dritten Dezember', 'Elternabend on the 3rd december'],
    ['Mama anrufen am 3. Mai', 'Mama anrufen on the 3rd may'],
    ['Miete am Ersten des Monats', 'Miete on the 1st of the month'],
    ['Arzt am siebten um 10 Uhr', 'Arzt on the 7th at 10:00'],
  ])('%s', (german, english) => {
    expect(englishDates(german)).toBe(english);
  });

  it.each(['Rede am ersten Arbeitstag halten', 'zum dritten Mal anrufen', 'am ersten montag im monat'])('leaves "%s" alone', (text) => {
    expect(englishDates(text)).not.toMatch(/\d/);
  });
});

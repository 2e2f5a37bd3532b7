import { renderMail, sampleMailValues } from '../render-mail';

describe('renderMail', () => {
  it('fills the e-mail merge fields in subject and both bodies, escaping values in HTML only', () => {
    const mail = renderMail(
      {
        subject: 'Hello {{recipient.name}}\nagain',
        text: 'Hi {{recipient.name}}, open {{link}}.',
        html: '<p>Hi {{recipient.name}}</p><a href="{{link}}">Open</a>',
      },
      { 'recipient.name': 'Ann & <Bob>', link: 'https://solar.example.com/a?x=1&y=2' },
    );
    expect(mail.subject).toBe('Hello Ann & <Bob> again');
    expect(mail.text).toBe('Hi Ann & <Bob>, open https://solar.example.com/a?x=1&y=2.');
    expect(mail.html).toBe(
      '<p>Hi Ann &amp; &lt;Bob&gt;</p><a href="https://solar.example.com/a?x=1&amp;y=2">Open</a>',
    );
    expect(mail.links).toEqual(['https://solar.example.com/a?x=1&y=2']);
  });

  it('leaves unknown fields and fields without a value as written', () => {
    const mail = renderMail(
      { subject: '{{milestone.name}}', text: '{{no.such_field}} {{deal.name}}', html: '' },
      { 'deal.name': 'Harbour Road' },
    );
    expect(mail).toEqual({
      subject: '{{milestone.name}}',
      text: '{{no.such_field}} Harbour Road',
      html: '',
      links: [],
    });
  });

  it('has a sample value for every field a preview shows', () => {
    const values = sampleMailValues(new Date('2026-03-05T12:00:00Z'));
    expect(values['recipient.name']).toBe('Alex Sample');
    expect(values['link.expires_minutes']).toBe('15');
    expect(values['product.name']).toBe('Solar Workplace');
    expect(values['deal.name']).toContain('Harbour Road');
  });
});

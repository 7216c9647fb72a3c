import { renderTemplate, textToHtml } from './template-renderer';

describe('renderTemplate', () => {
  test('fills placeholders, with or without spaces inside the braces', () => {
    expect(renderTemplate('Hi {{name}}, open {{ link }}', { name: 'Aina', link: 'https://x/y?a=1&b=2' }, false)).toBe(
      'Hi Aina, open https://x/y?a=1&b=2',
    );
  });

  test('escapes values in the HTML body so a name cannot inject markup', () => {
    expect(renderTemplate('<p>{{name}}</p>', { name: '<script>alert(1)</script> & "co"' }, true)).toBe(
      '<p>&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;co&quot;</p>',
    );
  });

  test('refuses to render with a value missing', () => {
    expect(() => renderTemplate('Your code is {{otp}}', {}, false)).toThrow('{{otp}}');
  });
});

describe('textToHtml', () => {
  test('makes paragraphs and line breaks, escapes the text and keeps placeholders', () => {
    expect(textToHtml('Hello {{name}},\r\n\r\nFish & <chips>\nnext line')).toBe(
      '<p>Hello {{name}},</p>\n<p>Fish &amp; &lt;chips&gt;<br>next line</p>',
    );
  });
});

import { formatFileSize } from '../format-file-size';

describe('formatFileSize', () => {
  it('shows bytes, KB and MB with at most one decimal', () => {
    expect(formatFileSize(0)).toBe('0 B');
    expect(formatFileSize(999)).toBe('999 B');
    expect(formatFileSize(1000)).toBe('1 KB');
    expect(formatFileSize(48_213)).toBe('48.2 KB');
    expect(formatFileSize(10_485_760)).toBe('10.5 MB');
    expect(formatFileSize(1_234_567_890)).toBe('1,234.6 MB');
  });
});

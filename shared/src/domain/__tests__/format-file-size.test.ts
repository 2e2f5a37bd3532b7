import { formatFileSize } from '../format-file-size';

describe('formatFileSize', () => {
  it('shows bytes, KB, MB and GB with at most one decimal', () => {
    expect(formatFileSize(0)).toBe('0 B');
    expect(formatFileSize(999)).toBe('999 B');
    expect(formatFileSize(1000)).toBe('1 KB');
    expect(formatFileSize(48_213)).toBe('48.2 KB');
    expect(formatFileSize(10_485_760)).toBe('10.5 MB');
    expect(formatFileSize(999_940_000)).toBe('999.9 MB');
    expect(formatFileSize(1_234_567_890)).toBe('1.2 GB');
    expect(formatFileSize(52_400_000_000_000)).toBe('52,400 GB');
  });
});

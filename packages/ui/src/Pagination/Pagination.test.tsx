import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/renderWithProviders';
import { Pagination } from './Pagination';

function pagerText(): string {
  const list = screen.getByRole('list');
  return within(list)
    .getAllByRole('button')
    .map((button) => (button.getAttribute('aria-current') ? `[${button.textContent}]` : button.textContent))
    .join(' ');
}

/** A controllable `matchMedia` for the mobile breakpoint. */
function mockMatchMedia(initial: boolean) {
  let matches = initial;
  const listeners = new Set<() => void>();
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      media: query,
      get matches() {
        return matches;
      },
      addEventListener: (_: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
    })),
  );
  return (next: boolean) => {
    matches = next;
    act(() => listeners.forEach((listener) => listener()));
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});

describe('Pagination', () => {
  it('is a named navigation landmark with total, previous/next and a 7-button pager on desktop', () => {
    renderWithProviders(<Pagination page={10} pageSize={20} total={400} onPageChange={vi.fn()} />);
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toBeInTheDocument();
    expect(screen.getByText('Total 400 items')).toBeInTheDocument();
    expect(pagerText()).toBe('1 … 8 9 [10] 11 12 … 20');
    expect(screen.getByRole('button', { name: 'Page 10' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Previous 5 pages' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next 5 pages' })).toBeInTheDocument();
  });

  it('uses 5 page buttons below 992 px and follows the breakpoint', () => {
    const setMobile = mockMatchMedia(true);
    renderWithProviders(<Pagination page={10} pageSize={20} total={400} onPageChange={vi.fn()} />);
    expect(pagerText()).toBe('1 … 9 [10] 11 … 20');
    expect(screen.getByRole('button', { name: 'Next 3 pages' })).toBeInTheDocument();
    setMobile(false);
    expect(pagerText()).toBe('1 … 8 9 [10] 11 12 … 20');
  });

  it('lets pagerCount override the detected default', () => {
    mockMatchMedia(true);
    renderWithProviders(<Pagination page={10} pageSize={20} total={400} pagerCount={9} onPageChange={vi.fn()} />);
    expect(pagerText()).toBe('1 … 7 8 9 [10] 11 12 13 … 20');
  });

  it('calls onPageChange from page, previous, next and ellipsis buttons', async () => {
    const onPageChange = vi.fn();
    renderWithProviders(<Pagination page={1} pageSize={20} total={400} onPageChange={onPageChange} />);
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onPageChange).toHaveBeenLastCalledWith(2);
    await userEvent.click(screen.getByRole('button', { name: 'Page 4' }));
    expect(onPageChange).toHaveBeenLastCalledWith(4);
    await userEvent.click(screen.getByRole('button', { name: 'Next 5 pages' }));
    expect(onPageChange).toHaveBeenLastCalledWith(6);
    onPageChange.mockClear();
    await userEvent.click(screen.getByRole('button', { name: 'Page 1' }));
    expect(onPageChange).not.toHaveBeenCalled();
  });

  it('disables next on the last page and clamps a page beyond it', () => {
    renderWithProviders(<Pagination page={99} pageSize={20} total={95} onPageChange={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Page 5' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
  });

  it('jumps with the "Go to" field on Enter or blur, clamping and ignoring junk', async () => {
    const onPageChange = vi.fn();
    renderWithProviders(<Pagination page={3} pageSize={10} total={95} onPageChange={onPageChange} />);
    const field = screen.getByRole('textbox', { name: 'Go to page' });
    expect(field).toHaveValue('3');
    await userEvent.clear(field);
    await userEvent.type(field, '7{Enter}');
    expect(onPageChange).toHaveBeenLastCalledWith(7);
    await userEvent.clear(field);
    await userEvent.type(field, '250');
    fireEvent.blur(field);
    expect(onPageChange).toHaveBeenLastCalledWith(10);
    onPageChange.mockClear();
    await userEvent.clear(field);
    await userEvent.type(field, 'abc{Enter}');
    expect(onPageChange).not.toHaveBeenCalled();
    expect(field).toHaveValue('3');
  });

  it('disables every control when disabled', () => {
    renderWithProviders(<Pagination page={2} pageSize={10} total={95} onPageChange={vi.fn()} disabled />);
    for (const button of screen.getAllByRole('button')) expect(button).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Go to page' })).toBeDisabled();
  });

  it('uses ICU plurals and translations', () => {
    const { unmount } = renderWithProviders(<Pagination page={1} pageSize={10} total={1} onPageChange={vi.fn()} />);
    expect(screen.getByText('Total 1 item')).toBeInTheDocument();
    unmount();
    renderWithProviders(<Pagination page={10} pageSize={10} total={1234} onPageChange={vi.fn()} />, {
      locale: 'zh-cn',
    });
    expect(screen.getByRole('navigation', { name: '分页' })).toBeInTheDocument();
    expect(screen.getByText('共 1,234 条')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '向后 5 页' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '第 10 页' })).toHaveAttribute('aria-current', 'page');
  });

  it('hides the total and the jumper on request', () => {
    renderWithProviders(
      <Pagination page={1} pageSize={10} total={30} onPageChange={vi.fn()} showTotal={false} showJumper={false} />,
    );
    expect(screen.queryByText(/Total/)).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('throws labelled errors for bad props', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const props = { page: 1, pageSize: 10, total: 100, onPageChange: vi.fn() };
    expect(() => renderWithProviders(<Pagination {...props} pagerCount={6} />)).toThrow(
      '[labelwise/ui: Pagination] pagerCount must be an odd whole number from 5 to 21; received 6.',
    );
    expect(() => renderWithProviders(<Pagination {...props} pagerCount={3} />)).toThrow('received 3.');
    expect(() => renderWithProviders(<Pagination {...props} pageSize={0} />)).toThrow(
      '[labelwise/ui: Pagination] pageSize must be a whole number > 0; received 0.',
    );
    expect(() => renderWithProviders(<Pagination {...props} total={-5} />)).toThrow(
      '[labelwise/ui: Pagination] total must be a whole number ≥ 0; received -5.',
    );
    expect(() => renderWithProviders(<Pagination {...props} pageSizes={[10, 0]} />)).toThrow(
      '[labelwise/ui: Pagination] pageSizes must be whole numbers > 0; received [10, 0].',
    );
  });

  it('still renders a usable pager for a bad prop in a production build', async () => {
    vi.stubEnv('NODE_ENV', 'production');
    const onPageChange = vi.fn();
    renderWithProviders(<Pagination page={1} pageSize={10} total={100} pagerCount={4} onPageChange={onPageChange} />);
    await userEvent.click(screen.getByRole('button', { name: /page 2/i }));
    expect(onPageChange).toHaveBeenCalledWith(2);
  });
});

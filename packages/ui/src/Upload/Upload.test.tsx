import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/renderWithProviders';
import { Upload, type UploadItem } from './Upload';

const MB = 1024 * 1024;

function file(name: string, size: number, type: string): File {
  const blob = new File(['x'], name, { type });
  Object.defineProperty(blob, 'size', { value: size });
  return blob;
}

function fileInput(container: HTMLElement): HTMLInputElement {
  return container.querySelector('input[type="file"]') as HTMLInputElement;
}

describe('Upload', () => {
  it('passes valid files on and lists refused ones with their message', () => {
    const onFilesSelected = vi.fn();
    const onReject = vi.fn();
    const { container } = renderWithProviders(
      <Upload mode="file" files={[]} onFilesSelected={onFilesSelected} onRemove={vi.fn()} onReject={onReject} />,
    );
    const good = file('manual.pdf', MB, 'application/pdf');
    const big = file('catalogue.pdf', 6 * MB, 'application/pdf');
    const exe = file('setup.exe', MB, 'application/x-msdownload');
    fireEvent.change(fileInput(container), { target: { files: [good, big, exe] } });

    expect(onFilesSelected).toHaveBeenCalledWith([good]);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('2 files were not added');
    expect(alert).toHaveTextContent('catalogue.pdfThe file size cannot exceed 5 MB');
    expect(alert).toHaveTextContent('setup.exeWrong file format. Please upload a DOC, XLS, PPT, TXT, or PDF file.');
    expect(onReject).toHaveBeenCalledWith([
      expect.objectContaining({ file: big, code: 'file-too-large', message: 'The file size cannot exceed 5 MB' }),
      expect.objectContaining({ file: exe, code: 'file-invalid-type' }),
    ]);
  });

  it('counts files already in the list against maxCount', () => {
    const onFilesSelected = vi.fn();
    const files: UploadItem[] = [
      { id: '1', name: 'a.pdf', sizeBytes: 10, status: 'done' },
      { id: '2', name: 'b.pdf', sizeBytes: 10, status: 'error' },
    ];
    const { container } = renderWithProviders(
      <Upload mode="file" maxCount={2} files={files} onFilesSelected={onFilesSelected} onRemove={vi.fn()} />,
    );
    fireEvent.change(fileInput(container), {
      target: { files: [file('c.txt', 10, 'text/plain'), file('d.txt', 10, 'text/plain')] },
    });
    expect(onFilesSelected).toHaveBeenCalledWith([expect.objectContaining({ name: 'c.txt' })]);
    expect(screen.getByRole('alert')).toHaveTextContent('You can upload at most 2 files.');
  });

  it('accepts dropped files', () => {
    const onFilesSelected = vi.fn();
    renderWithProviders(<Upload mode="image" files={[]} onFilesSelected={onFilesSelected} onRemove={vi.fn()} />);
    const png = file('label.png', MB, 'image/png');
    fireEvent.drop(screen.getByRole('button', { name: 'Add image' }), { dataTransfer: { files: [png] } });
    expect(onFilesSelected).toHaveBeenCalledWith([png]);
  });

  it('shows progress, status and labelled remove buttons', async () => {
    const onRemove = vi.fn();
    const files: UploadItem[] = [
      { id: '1', name: 'driver-guide.pdf', sizeBytes: 2.5 * MB, status: 'uploading', progress: 42 },
      { id: '2', name: 'notes.txt', sizeBytes: 2048, status: 'done' },
      { id: '3', name: 'sheet.xls', sizeBytes: 900, status: 'error', error: 'Server refused the file' },
    ];
    renderWithProviders(<Upload mode="file" files={files} onFilesSelected={vi.fn()} onRemove={onRemove} />);
    const bar = screen.getByRole('progressbar', { name: 'Uploading driver-guide.pdf' });
    expect(bar).toHaveAttribute('aria-valuenow', '42');
    const list = screen.getByRole('list', { name: 'Files' });
    expect(within(list).getByText('2.5 MB')).toBeInTheDocument();
    expect(within(list).getByText('Uploaded')).toBeInTheDocument();
    expect(within(list).getByText('Server refused the file')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Remove notes.txt' }));
    expect(onRemove).toHaveBeenCalledWith(files[1]);
  });

  it('disables the drop zone when full or disabled', () => {
    const files: UploadItem[] = [{ id: '1', name: 'a.pdf', sizeBytes: 10, status: 'done' }];
    const { rerender } = renderWithProviders(
      <Upload mode="file" maxCount={1} files={files} onFilesSelected={vi.fn()} onRemove={vi.fn()} />,
    );
    expect(screen.getByRole('button', { name: /Drag files here/ })).toBeDisabled();
    expect(screen.getByText('You can upload at most 1 file.')).toBeInTheDocument();
    rerender(<Upload mode="file" disabled files={[]} onFilesSelected={vi.fn()} onRemove={vi.fn()} />);
    expect(screen.getByRole('button', { name: /Drag files here/ })).toBeDisabled();
  });

  it('translates messages', () => {
    const { container } = renderWithProviders(
      <Upload mode="file" files={[]} onFilesSelected={vi.fn()} onRemove={vi.fn()} />,
      { locale: 'zh-cn' },
    );
    fireEvent.change(fileInput(container), { target: { files: [file('big.pdf', 8 * MB, 'application/pdf')] } });
    expect(screen.getByRole('alert')).toHaveTextContent('上传文件大小不能超过 5 MB');
  });

  it('throws a labelled error for bad limits', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() =>
      renderWithProviders(<Upload mode="file" maxCount={0} files={[]} onFilesSelected={vi.fn()} onRemove={vi.fn()} />),
    ).toThrow('[labelwise/ui: Upload] maxCount must be a whole number of at least 1; received 0.');
  });
});

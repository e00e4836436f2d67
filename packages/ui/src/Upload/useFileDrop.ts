import { useState, type DragEvent } from 'react';

/** Drag-and-drop onto a target: whether files are over it, and the handlers to spread on it. */
export function useFileDrop(blocked: boolean, onDropFiles: (files: FileList) => void) {
  const [dragging, setDragging] = useState(false);
  const dropHandlers = {
    onDragEnter: (event: DragEvent) => {
      if (blocked) return;
      event.preventDefault();
      setDragging(true);
    },
    onDragOver: (event: DragEvent) => {
      if (blocked) return;
      event.preventDefault();
      event.dataTransfer.dropEffect = 'copy';
    },
    onDragLeave: (event: DragEvent) => {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
    },
    onDrop: (event: DragEvent) => {
      event.preventDefault();
      setDragging(false);
      if (!blocked) onDropFiles(event.dataTransfer.files);
    },
  };
  return { dragging, dropHandlers };
}

/**
 * Catches a modal whose code could not be loaded (ChunkLoadError: missing, or past the 120 s time-out) and says
 * so in spec 8's words instead of leaving the click without an answer. Closing it closes the modals; a reload
 * fetches the code afresh.
 */
import { Component, type ReactNode } from 'react';
import Modal from './Modal.tsx';
import type { ModalMessages } from './messages.ts';

interface Props {
  messages: ModalMessages;
  onDismiss: () => void;
  children: ReactNode;
}

export default class ChunkBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    const close = () => {
      this.props.onDismiss();
      this.setState({ failed: false });
    };
    return (
      <Modal
        title={this.props.messages['chunk.title']}
        onClose={close}
        closeLabel={this.props.messages['modal.close']}
        width={400}
        minHeight={0}
      >
        <p role="alert">{this.props.messages['chunk.slow']}</p>
      </Modal>
    );
  }
}

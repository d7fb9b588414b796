export {
  Modal,
  ModalTrigger,
  ModalClose,
  ModalContent,
  ModalHeader,
  ModalTitle,
  ModalDescription,
  ModalBody,
  ModalFooter,
} from './Modal';
export type { ModalSize, ModalContentProps, ModalContentOwnProps, ModalTitleOwnProps } from './Modal';

import { useMessage } from "../../lib/intl.tsx";
import { Modal } from "../ui/Dialog.tsx";
import { AuthPanel, type AuthMode } from "./AuthPanel.tsx";

export interface AuthModalProps {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  mode: AuthMode;
  onModeChange: (mode: AuthMode) => void;
  onSignedIn: () => void;
}

/**
 * The login modal the header's account button opens: the same form as /sign-in; focus is trapped in
 * it, Escape closes it and focus comes back to the button. Loaded on the first open.
 */
export default function AuthModal({ isOpen, onOpenChange, mode, onModeChange, onSignedIn }: AuthModalProps) {
  const t = useMessage();
  return (
    <Modal isOpen={isOpen} onOpenChange={onOpenChange} title={mode === "signIn" ? t("acc_sign_in_title") : t("acc_register_title")} className="acc-modal">
      <AuthPanel
        mode={mode}
        onModeChange={onModeChange}
        returnTo={typeof window === "undefined" ? null : `${window.location.pathname}${window.location.search}`}
        autoFocus
        onSignedIn={onSignedIn}
        onLeave={() => onOpenChange(false)}
      />
    </Modal>
  );
}

import { useState } from "react";
import { useMessage } from "../../lib/intl.tsx";
import { Modal } from "../ui/Dialog.tsx";
import { AuthPanel, type AuthMode, type AuthStep } from "./AuthPanel.tsx";

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
  const [step, setStep] = useState<AuthStep>({ kind: "form" });
  const title =
    step.kind === "code" ? (step.reason === "register" ? t("acc_confirm_title") : t("acc_magic_request_title")) : mode === "signIn" ? t("acc_sign_in_title") : t("acc_register_title");
  return (
    <Modal isOpen={isOpen} onOpenChange={onOpenChange} title={title} className="acc-modal">
      <AuthPanel
        key={mode}
        mode={mode}
        onStepChange={setStep}
        onModeChange={onModeChange}
        returnTo={typeof window === "undefined" ? null : `${window.location.pathname}${window.location.search}`}
        autoFocus
        onSignedIn={onSignedIn}
        onLeave={() => onOpenChange(false)}
      />
    </Modal>
  );
}

import { Dialog, DialogContent } from "@/components/ui/dialog";
import { closeAuthDialog, useAuthDialog } from "../auth-dialog-store";
import { LoginForm } from "./login-form";
import { SignupForm } from "./signup-form";

/** The login and signup dialogs (docs/spec.md §2), switched in place so focus stays inside one dialog. */
export default function AuthDialog() {
  const { view, username, opener } = useAuthDialog();
  return (
    <Dialog open={view !== null} onOpenChange={(open) => !open && closeAuthDialog()}>
      <DialogContent
        onCloseAutoFocus={(event) => {
          // Opened from code, not from a Radix trigger: give focus back to what opened it, if it is still there.
          if (opener?.isConnected) {
            event.preventDefault();
            opener.focus();
          }
        }}
      >
        {view === "signup" ? <SignupForm key="signup" defaultEmail={username} /> : <LoginForm key="login" defaultUsername={username} />}
      </DialogContent>
    </Dialog>
  );
}

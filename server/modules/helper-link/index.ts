/** The `/h/:token` pages a helper opens from WhatsApp: a shared recipe or menu (decision 0050). */
export { helperPageRoutes } from "./routes";

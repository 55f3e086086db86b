import { useTranslation } from "@/i18n/react";
import { Mail } from "lucide-react";

const contactEmail = "hello@wasfa.app";

/** Social links drawn inline: no third-party scripts or icon fonts. */
const socials = [
  {
    name: "Instagram",
    href: "https://www.instagram.com/",
    path: "M12 7a5 5 0 1 0 0 10 5 5 0 0 0 0-10zm0 8.2A3.2 3.2 0 1 1 12 8.8a3.2 3.2 0 0 1 0 6.4zM17.3 5.5a1.2 1.2 0 1 0 0 2.4 1.2 1.2 0 0 0 0-2.4zM12 2c-2.7 0-3 0-4.1.1C3.3 2.3 2.3 3.4 2.1 7.9 2 9 2 9.3 2 12s0 3 .1 4.1c.2 4.5 1.2 5.6 5.8 5.8 1.1.1 1.4.1 4.1.1s3 0 4.1-.1c4.5-.2 5.6-1.2 5.8-5.8.1-1.1.1-1.4.1-4.1s0-3-.1-4.1c-.2-4.5-1.2-5.6-5.8-5.8C15 2 14.7 2 12 2z",
  },
  {
    name: "X",
    href: "https://x.com/",
    path: "M17.8 3h3.1l-6.8 7.7 8 10.3h-6.2l-4.9-6.3L5.4 21H2.3l7.3-8.3L2 3h6.4l4.4 5.8zm-1.1 16.2h1.7L7.3 4.7H5.5z",
  },
  {
    name: "Facebook",
    href: "https://www.facebook.com/",
    path: "M13.5 22v-8.2h2.8l.4-3.2h-3.2V8.5c0-.9.3-1.6 1.6-1.6h1.7V4.1c-.3 0-1.3-.1-2.5-.1-2.5 0-4.2 1.5-4.2 4.3v2.4H7.3v3.2h2.8V22z",
  },
];

export function Footer() {
  const { t } = useTranslation();
  return (
    <footer className="border-t border-line bg-white pb-20 md:pb-0">
      <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-8 text-sm text-muted md:flex-row md:items-center md:justify-between">
        <div className="flex flex-col gap-1">
          <p>{t("footer.madeFor")}</p>
          <p>{t("footer.copyright", { year: new Date().getFullYear() })}</p>
        </div>
        <div className="flex items-center gap-4">
          <a href={`mailto:${contactEmail}`} className="inline-flex items-center gap-2 font-medium text-brand-700 hover:underline">
            <Mail className="size-4" aria-hidden="true" />
            {t("footer.contact")}
          </a>
          <ul className="flex items-center gap-2" aria-label={t("footer.social")}>
            {socials.map((social) => (
              <li key={social.name}>
                <a
                  href={social.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={social.name}
                  className="flex size-10 items-center justify-center rounded-full text-muted hover:bg-brand-50 hover:text-brand-700"
                >
                  {/* Even-odd: the Instagram glyph's lens and dot are holes in its square, not a grey block. */}
                  <svg viewBox="0 0 24 24" className="size-5" fill="currentColor" fillRule="evenodd" aria-hidden="true">
                    <path d={social.path} />
                  </svg>
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  );
}

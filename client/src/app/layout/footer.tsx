import { useTranslation } from "@/i18n/react";
import { Mail } from "lucide-react";

const contactEmail = "hello@wasfa.app";

/** Social links, their glyphs drawn by the stylesheet: no third-party scripts or icon fonts. */
const socials = [
  { name: "Instagram", href: "https://www.instagram.com/" },
  { name: "X", href: "https://x.com/" },
  { name: "Facebook", href: "https://www.facebook.com/" },
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
                  {/* The glyph is a mask in the stylesheet (index.css), filled with the link's colour; even-odd, so
                      the Instagram glyph's lens and dot are holes in its square, not a grey block. */}
                  <span className={`social-glyph social-glyph-${social.name.toLowerCase()} size-5`} aria-hidden="true" />
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  );
}

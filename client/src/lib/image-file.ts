/* The pictures the server takes for a recipe (an admin's upload, a household recipe's photo). */

/** The image types and size the server takes (JPG, PNG, WebP; at most 8 MB). */
export const acceptedImageTypes = ["image/jpeg", "image/png", "image/webp"] as const;
export const maxImageBytes = 8 * 1024 * 1024;

/** What is wrong with a chosen image, as a key of the server's messages, or undefined. */
export function imageProblem(file: File | undefined, required: boolean): "imageRequired" | "imageType" | "imageTooLarge" | undefined {
  if (!file) return required ? "imageRequired" : undefined;
  if (!(acceptedImageTypes as readonly string[]).includes(file.type)) return "imageType";
  if (file.size > maxImageBytes) return "imageTooLarge";
  return undefined;
}

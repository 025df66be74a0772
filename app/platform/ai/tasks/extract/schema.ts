import { z } from "zod";

export const extractSchema = z.object({
  extract: z.string().min(200).max(2_500).describe("The extract itself, 150 to 300 words."),
  title: z.string().min(1).max(200).describe("Where it is from: the work's title, or a short description if invented."),
  author: z.string().min(1).max(200).describe("The author, or 'Marker (written for practice)' when the text is new."),
});

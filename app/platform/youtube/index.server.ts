/** The YouTube vendor module's entry: everything else calls these, never YouTube itself. */
export {
  fetchVideoContent,
  YOUTUBE_LIMITS,
  type FetchVideoOptions,
  type VideoContent,
  type YoutubeFailure,
  type YoutubeFailureReason,
  type YoutubeResult,
} from "./fetch-video-content.server";

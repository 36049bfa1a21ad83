import type { Config } from "@react-router/dev/config";

// The bare React Router app `npm run bench -- --compare-bare` measures the store against.
export default {
  appDirectory: "app",
  ssr: true,
} satisfies Config;

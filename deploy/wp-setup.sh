#!/bin/sh
# One-shot setup of the WordPress + WooCommerce behind the storefront (the `wp-setup` service of
# docker-compose.yml, image wordpress:cli). Idempotent: every step checks or overwrites, so running it
# again (every `docker compose up` does) changes nothing that is already right.
#
# It reads the same WORDPRESS_DB_* variables as the wordpress service (wp-config.php reads them at run
# time), and from .env: WP_ADMIN_USER / WP_ADMIN_PASSWORD / WP_ADMIN_EMAIL, WOO_CONSUMER_KEY /
# WOO_CONSUMER_SECRET (the REST key the storefront signs with), PUBLIC_URL, the plugin versions.
# POSIX sh: the wordpress:cli image is Alpine (busybox), without bash.
set -eu

: "${WP_URL:=http://wordpress}"
: "${WP_TITLE:=Eyewear}"
: "${WP_ADMIN_USER:?WP_ADMIN_USER is required}"
: "${WP_ADMIN_PASSWORD:?WP_ADMIN_PASSWORD is required}"
: "${WP_ADMIN_EMAIL:?WP_ADMIN_EMAIL is required}"
: "${WOO_CONSUMER_KEY:?WOO_CONSUMER_KEY is required}"
: "${WOO_CONSUMER_SECRET:?WOO_CONSUMER_SECRET is required}"
: "${PUBLIC_URL:?PUBLIC_URL is required}"
: "${WOOCOMMERCE_VERSION:=9.9.5}"
: "${JWT_AUTH_VERSION:=1.3.4}"
: "${WOOCS_VERSION:=1.4.5}"

log() { printf 'wp-setup: %s\n' "$*"; }

# WooCommerce stores keys as ck_/cs_ followed by 40 hex digits; refuse anything else early rather than
# create a key the storefront then fails to use with a 401.
case "$WOO_CONSUMER_KEY" in ck_*) ;; *)
  log "WOO_CONSUMER_KEY must look like ck_ followed by 40 hex digits (e.g. ck_\$(openssl rand -hex 20))"
  exit 1
  ;;
esac
case "$WOO_CONSUMER_SECRET" in cs_*) ;; *)
  log "WOO_CONSUMER_SECRET must look like cs_ followed by 40 hex digits (e.g. cs_\$(openssl rand -hex 20))"
  exit 1
  ;;
esac

cd /var/www/html

# The wordpress container copies WordPress and writes wp-config.php on its first start; the database may
# still be initialising. Wait for both (compose's depends_on covers the usual case; this covers restarts).
# PHP's mysqli, as WordPress connects (recent mariadb client tools in Alpine may insist on TLS).
db_answers() {
  # shellcheck disable=SC2016
  php -r '$db = @mysqli_connect(getenv("WORDPRESS_DB_HOST"), getenv("WORDPRESS_DB_USER"),
    getenv("WORDPRESS_DB_PASSWORD"), getenv("WORDPRESS_DB_NAME")); exit($db ? 0 : 1);'
}
tries=0
until [ -f wp-config.php ] && db_answers; do
  tries=$((tries + 1))
  if [ "$tries" -ge 60 ]; then
    log "gave up waiting for wp-config.php and the database after 120 s"
    exit 1
  fi
  sleep 2
done
log "database and WordPress files are ready"

# --url is the address WordPress calls itself by, and WooCommerce rebuilds the OAuth 1.0a base string
# from it: it must be the WOO_URL the storefront signs requests for (http://wordpress).
if wp core is-installed >/dev/null 2>&1; then
  log "WordPress already installed"
else
  wp core install --url="$WP_URL" --title="$WP_TITLE" --admin_user="$WP_ADMIN_USER" \
    --admin_password="$WP_ADMIN_PASSWORD" --admin_email="$WP_ADMIN_EMAIL" --skip-email
fi
wp option update home "$WP_URL" >/dev/null
wp option update siteurl "$WP_URL" >/dev/null

# Pinned versions: the storefront reads these plugins' REST answers (WooCommerce v3, jwt-auth/v1,
# woocs/v3), so an upgrade is a deliberate change of these variables, not a side effect of a restart.
install_plugin() {
  slug="$1"
  version="$2"
  if [ "$(wp plugin get "$slug" --field=version 2>/dev/null || true)" != "$version" ]; then
    wp plugin install "$slug" --version="$version" --force
  fi
  wp plugin is-active "$slug" || wp plugin activate "$slug"
  log "$slug $version active"
}
install_plugin woocommerce "$WOOCOMMERCE_VERSION"
install_plugin jwt-authentication-for-wp-rest-api "$JWT_AUTH_VERSION"
install_plugin woocommerce-currency-switcher "$WOOCS_VERSION"

# The shop as the storefront expects it: based in France, prices in euros entered with VAT included
# (the checkout reads woocommerce_prices_include_tax to price shipping and lines the same way).
wp option update woocommerce_default_country FR >/dev/null
wp option update woocommerce_currency EUR >/dev/null
wp option update woocommerce_calc_taxes yes >/dev/null
wp option update woocommerce_prices_include_tax yes >/dev/null
log "store: base country FR, currency EUR, prices entered with tax"

# Browsers cannot reach http://wordpress: product images are published under the storefront's own
# address, where the load balancer sends /wp-content/uploads/ to WordPress (deploy/nginx.conf).
wp option update upload_url_path "${PUBLIC_URL%/}/wp-content/uploads" >/dev/null

# Pretty permalinks: the REST API lives at /wp-json/, which only exists with rewrites on.
wp rewrite structure '/%postname%/' >/dev/null
# wp-cli cannot tell that Apache has mod_rewrite, so it does not write .htaccess itself: write the
# rules here. The first block hands the Authorization header to PHP (the JWT plugin and WooCommerce's
# Basic auth read it; some Apache setups drop it).
if ! grep -q '# BEGIN storefront' .htaccess 2>/dev/null; then
  {
    cat <<'HTACCESS'
# BEGIN storefront
# Pass the Authorization header to PHP (JWT Authentication for WP-API, WooCommerce REST auth).
SetEnvIf Authorization "(.*)" HTTP_AUTHORIZATION=$1
# END storefront
HTACCESS
    cat .htaccess 2>/dev/null || true
  } >.htaccess.new
  mv .htaccess.new .htaccess
fi
if ! grep -q '# BEGIN WordPress' .htaccess; then
  cat >>.htaccess <<'HTACCESS'
# BEGIN WordPress
<IfModule mod_rewrite.c>
RewriteEngine On
RewriteRule .* - [E=HTTP_AUTHORIZATION:%{HTTP:Authorization}]
RewriteBase /
RewriteRule ^index\.php$ - [L]
RewriteCond %{REQUEST_FILENAME} !-f
RewriteCond %{REQUEST_FILENAME} !-d
RewriteRule . /index.php [L]
</IfModule>
# END WordPress
HTACCESS
fi
wp rewrite flush >/dev/null
log "pretty permalinks on, Authorization passed to PHP"

# The storefront's REST key, read_write (it creates customers and orders and marks them paid), owned by
# the admin. The operator chose the pair in .env so that both sides know it: WooCommerce keeps the
# consumer key hashed (wc_api_hash) and the secret as is, so insert it that way, or fix it if it exists.
admin_id="$(wp user get "$WP_ADMIN_USER" --field=ID)"
# PHP code: its $ are PHP's, and the values come from the environment, never spliced into the code.
# shellcheck disable=SC2016
WP_ADMIN_ID="$admin_id" wp eval '
global $wpdb;
$table = $wpdb->prefix . "woocommerce_api_keys";
$key = getenv("WOO_CONSUMER_KEY");
$row = array(
  "user_id" => (int) getenv("WP_ADMIN_ID"),
  "description" => "Storefront (docker-compose)",
  "permissions" => "read_write",
  "consumer_key" => wc_api_hash($key),
  "consumer_secret" => getenv("WOO_CONSUMER_SECRET"),
  "truncated_key" => substr($key, -7),
);
$id = $wpdb->get_var($wpdb->prepare("SELECT key_id FROM {$table} WHERE consumer_key = %s", $row["consumer_key"]));
$done = $id ? $wpdb->update($table, $row, array("key_id" => $id)) : $wpdb->insert($table, $row);
if ($done === false) { WP_CLI::error("could not save the REST key: " . $wpdb->last_error); }
WP_CLI::log("wp-setup: REST key ..." . $row["truncated_key"] . " read_write " . ($id ? "updated" : "created"));
'

log "done"

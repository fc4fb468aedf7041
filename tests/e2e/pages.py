"""What the browser tests do again and again: sign in as the test player."""


def log_in(page, site):
    """Sign in as `finn` (made by the `site` fixture) through the log-in page."""
    page.goto(f"{site}/accounts/login/")
    page.fill("input[name=username]", "finn")
    page.fill("input[name=password]", "mathematical-42")
    page.click("button:has-text('Log in')")
    page.wait_for_selector("header a:has-text('finn')")

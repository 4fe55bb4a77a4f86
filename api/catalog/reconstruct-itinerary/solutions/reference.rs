use std::collections::HashMap;

impl Solution {
    pub fn find_itinerary(tickets: Vec<Vec<String>>) -> Vec<String> {
        // Destinations sorted in reverse, so the alphabetically smallest is taken from the back.
        let mut out: HashMap<String, Vec<String>> = HashMap::new();
        for ticket in tickets {
            let mut pair = ticket.into_iter();
            let (from, to) = (pair.next().unwrap(), pair.next().unwrap());
            out.entry(from).or_default().push(to);
        }
        for to in out.values_mut() {
            to.sort_unstable_by(|a, b| b.cmp(a));
        }
        // Hierholzer: an airport joins the route once its tickets run out, so the route is built
        // from the end backwards.
        let mut route = Vec::new();
        let mut stack = vec!["JFK".to_string()];
        while let Some(top) = stack.last() {
            match out.get_mut(top).and_then(|left| left.pop()) {
                Some(next) => stack.push(next),
                None => route.push(stack.pop().unwrap()),
            }
        }
        route.reverse();
        route
    }
}
